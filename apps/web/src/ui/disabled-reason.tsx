/**
 * Says why the button it describes is disabled (`aria-describedby={id}` on the button); nothing
 * while the button is enabled. A grey button alone reads as broken: the reason tells what to do.
 * Forms whose fields are `required` keep their button enabled instead and let the browser point
 * at the empty field.
 */
export function DisabledReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p id={id} className="disabled-reason">
      {reason}
    </p>
  );
}
