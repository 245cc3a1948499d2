/** The ExitCheck Pro report as a room document (docs/architecture-notes.md, "ExitCheck report in deal rooms"). */
export const REPORT_DOCUMENT_TYPE = 'exitcheck_report';
export const REPORT_DOCUMENT_NAME = 'ExitCheck Pro report';
/** The report's audit no longer exists for its founder: the room link leaves it out, as a deleted output. */
export const REPORT_GONE = 'report-gone';
export const REPORT_GONE_MESSAGE = 'This ExitCheck report is no longer available. Remove it from the room, or add it again once you have completed an ExitCheck Pro audit.';
