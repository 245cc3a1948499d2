export { formatCents, formatDate } from '../format/format';

export const TOOL_NAMES = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' } as const;
