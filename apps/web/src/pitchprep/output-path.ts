/** The editor of one output (a signed-in route). */
export const outputPath = (id: string) => `/pitchprep/outputs/${encodeURIComponent(id)}`;

/** The /pitchprep query parameter holding a generation run, so a reload keeps showing its progress. */
export const RUN_PARAM = 'run';
