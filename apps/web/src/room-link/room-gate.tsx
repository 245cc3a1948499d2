import type { RoomLinkPage, ShareGrant } from '@bv/contracts';
import { roomVisitApi } from '../api/room-links';
import type { SharingApiError } from '../api/sharing';
import { SharedGateForm } from '../sharing/shared-gate-form';
import { RoomAgreementStep } from './room-agreement-step';
import { sharerOf } from './sharer';

type Props = {
  token: string;
  page: RoomLinkPage;
  grant: string | null;
  loading: boolean;
  onGranted: (grant: ShareGrant) => void;
  onDeadLink: (error: SharingApiError) => void;
  onChanged: () => void;
};

/**
 * What a room link asks before its index (docs/product-rules.md, "Deal rooms": access rules): the
 * share links' e-mail gate and code step (the same forms, at the room link's addresses), then the
 * click-through agreement. One heading per step (the step's own); above it a quiet line names the
 * room and the step, so the investor knows where they are without a second title.
 */
export function RoomGate({ token, page, grant, loading, onGranted, onDeadLink, onChanged }: Props) {
  const steps = (page.gate.requiresEmail ? 1 : 0) + (page.gate.agreement ? 1 : 0);
  const at = page.gate.step === 'email' ? 1 : steps;
  return (
    <div className="lite-card room-gate">
      <p className="room-gate__context">
        <span className="room-gate__room">
          <span className="room-gate__kind">{page.room.purpose === 'raise' ? 'Data room' : 'Exit data room'}</span> {page.room.name}
        </span>
        {steps > 1 && <span className="room-gate__step">Step {at} of {steps}</span>}
      </p>
      {page.gate.step === 'email' ? (
        <SharedGateForm
          token={token}
          api={roomVisitApi}
          requiresPassword={false}
          requiresEmail
          loadingContent={loading}
          onGranted={onGranted}
          onDeadLink={onDeadLink}
          copy={{ title: 'Confirm your e-mail to enter', lead: `${sharerOf(page) ?? 'The sender'} asks visitors to confirm their e-mail address. We will send you a 6-digit code; the sender sees who opened the room.` }}
        />
      ) : page.gate.agreement ? (
        <RoomAgreementStep token={token} grant={grant} agreement={page.gate.agreement} email={page.gate.verifiedEmail} company={sharerOf(page)} loading={loading} onAgreed={onGranted} onDeadLink={onDeadLink} onChanged={onChanged} />
      ) : null}
    </div>
  );
}
