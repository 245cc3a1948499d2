import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkoutRequestSchema, guestCheckoutRequestSchema, testCheckoutRequestSchema, validatePricingRequestSchema, verifyPaymentRequestSchema, type BillingOverview, type CheckoutRequest, type CheckoutResponse, type GuestCheckoutRequest, billingOverviewSchema, checkoutResponseSchema, rpcResponseSchema, appError, billingErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { AccessTokenVerifier, type AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { openCheckoutRateLimit } from '../http/rate-limit';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';


/**
 * Checkout for members and guests, verify-payment, validate-pricing and the member's own billing
 * (docs/product-rules.md, "Checkout", "Payments and refunds", "Launch phases and early-bird price
 * locks"). The gateway says who is buying and forwards; billing decides (flags, phase, price locks).
 */
@ApiTags('billing')
@Controller('api/v1/billing')
export class BillingController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  @Post('checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Open a checkout for the signed-in user; answers the URL to open' })
  @ApiContract({ body: checkoutRequestSchema, response: checkoutResponseSchema })
  async checkout(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(checkoutRequestSchema)) body: CheckoutRequest): Promise<CheckoutResponse> {
    return this.rpc.call('billing.checkout.create', {
      purpose: 'plan',
      userId: user.id,
      email: user.email,
      planType: body.planType,
      paymentType: body.paymentType,
      tool: body.tool ?? null,
      firstName: null,
      lastName: null,
      discountCode: null,
      expectedPrice: null,
    });
  }

  @Post('checkout/guest')
  @HttpCode(200)
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'Open a checkout without an account (refused while flag guest_checkout is off)' })
  @ApiContract({ body: guestCheckoutRequestSchema, response: checkoutResponseSchema })
  guestCheckout(@Body(new ZodBodyPipe(guestCheckoutRequestSchema)) body: GuestCheckoutRequest): Promise<CheckoutResponse> {
    return this.rpc.call('billing.checkout.create', {
      purpose: 'plan',
      userId: null,
      email: body.email,
      planType: body.planType,
      paymentType: body.paymentType,
      tool: body.tool ?? null,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      discountCode: body.discountCode ?? null,
      liteAssessmentId: body.liteAssessmentId ?? null,
      expectedPrice: body.priceValidation?.expectedPrice ?? null,
    });
  }

  @Post('checkout/test')
  @HttpCode(200)
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'The S$1 products of the payment test page; signed in, or as a guest with an e-mail' })
  @ApiContract({ body: testCheckoutRequestSchema, response: checkoutResponseSchema })
  async testCheckout(@Req() request: FastifyRequest, @Body(new ZodBodyPipe(testCheckoutRequestSchema)) body: z.infer<typeof testCheckoutRequestSchema>): Promise<CheckoutResponse> {
    const user = await this.optionalUser(request);
    const email = user?.email ?? body.email;
    if (!email) throw appError(billingErrors.EMAIL_REQUIRED);
    return this.rpc.call('billing.checkout.create', {
      purpose: 'test',
      userId: user?.id ?? null,
      email,
      planType: null,
      paymentType: body.paymentType,
      tool: null,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      discountCode: null,
      expectedPrice: null,
    });
  }

  @Post('verify-payment')
  @HttpCode(200)
  @RouteConfig({ rateLimit: openCheckoutRateLimit })
  @ApiOperation({ summary: 'Has the checkout with this session id been paid? Fulfils it if the webhook has not yet' })
  @ApiContract({ body: verifyPaymentRequestSchema, response: rpcResponseSchema('billing.checkout.verify') })
  verify(@Body(new ZodBodyPipe(verifyPaymentRequestSchema)) body: z.infer<typeof verifyPaymentRequestSchema>) {
    return this.rpc.call('billing.checkout.verify', { sessionId: body.session_id });
  }

  @Post('validate-pricing')
  @HttpCode(200)
  @ApiOperation({ summary: "Check the signed-in user's early-bird locked price for founder_plus or elite_monthly (refused while flag price_lock_validation is off)" })
  @ApiContract({ body: validatePricingRequestSchema, response: rpcResponseSchema('billing.pricing.validate') })
  async validatePricing(@Req() request: FastifyRequest, @Body(new ZodBodyPipe(validatePricingRequestSchema)) body: z.infer<typeof validatePricingRequestSchema>) {
    const user = await this.optionalUser(request);
    return this.rpc.call('billing.pricing.validate', { userId: user?.id ?? null, planType: body.planType });
  }

  @Get('me')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: "The signed-in user's entitlements, payments, subscriptions and early-bird price lock" })
  @ApiContract({ response: billingOverviewSchema })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<BillingOverview> {
    const [own, usage] = await Promise.all([
      this.rpc.call('billing.overview', { userId: user.id }),
      // Uses are counted by the tools (assessments); without them the page just omits the count.
      this.rpc.call('assessments.pro.access', { userId: user.id }).catch(() => null),
    ]);
    return { ...own, usedThisMonth: usage?.usedThisMonth ?? null };
  }

  @Post('subscriptions/:id/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Cancel a subscription at the end of the paid period' })
  @ApiContract({ response: rpcResponseSchema('billing.subscriptions.setCancel') })
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.rpc.call('billing.subscriptions.setCancel', { userId: user.id, subscriptionId: id, cancelAtPeriodEnd: true });
  }

  @Post('subscriptions/:id/resume')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Undo a cancellation at period end' })
  @ApiContract({ response: rpcResponseSchema('billing.subscriptions.setCancel') })
  resume(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.rpc.call('billing.subscriptions.setCancel', { userId: user.id, subscriptionId: id, cancelAtPeriodEnd: false });
  }

  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: "Stripe's customer portal (update the card, cancel), or the sandbox's own page" })
  @ApiContract({ response: rpcResponseSchema('billing.portal') })
  portal(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('billing.portal', { userId: user.id, returnUrl: '/account?tab=billing' });
  }

  /** Signed-in callers are recognised where signing in is optional; a bad token is still an error. */
  private async optionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    return match ? this.verifier.verify(match[1]) : null;
  }
}
