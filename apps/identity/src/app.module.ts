import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AccountsService } from './accounts/accounts.service';
import { EmailChangeService } from './accounts/email-change.service';
import { PasswordService } from './accounts/password.service';
import { UserAdminService } from './admin/user-admin.service';
import { EarlyBirdService } from './early-bird/early-bird.service';
import { InviteBuyerAndGrantEarlyBirdOnPaymentPaidHandler } from './early-bird/invite-buyer-and-grant-early-bird-on-payment-paid.handler';
import { RevokeEarlyBirdOnPaymentRefundedHandler } from './early-bird/revoke-early-bird-on-payment-refunded.handler';
import { InviteGuestBuyerHandler } from './invitations/invite-guest-buyer.handler';
import { SigningKeysService } from './keys/signing-keys.service';
import { MfaService } from './mfa/mfa.service';
import { AccessTokensService } from './sessions/access-tokens.service';
import { SessionsService } from './sessions/sessions.service';
import { AccountThrottle } from './throttle/account-throttle.service';
import { UnverifiedAddressService } from './accounts/unverified-address.service';

@Module({ providers: [AccountThrottle, SigningKeysService, AccessTokensService, SessionsService, AccountsService, UserAdminService, MfaService, PasswordService, InviteGuestBuyerHandler, EmailChangeService, UnverifiedAddressService, EarlyBirdService, InviteBuyerAndGrantEarlyBirdOnPaymentPaidHandler, RevokeEarlyBirdOnPaymentRefundedHandler] })
export class AppModule implements OnApplicationBootstrap {
  constructor(@Inject(SigningKeysService) private readonly keys: SigningKeysService) {}

  /** The JWKS must be complete before the first token is signed or verified. */
  async onApplicationBootstrap(): Promise<void> {
    await this.keys.ensureKeys();
  }
}
