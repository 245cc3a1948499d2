// The contracts' zod schemas weigh ~30 kB gzipped. Loading them with the first API call that
// needs them, not with the page, keeps them off the landing page's critical path; validation is
// unchanged. They come through contracts-jitless so zod never tries eval under our CSP.
export const loadContracts = () => import('./contracts-jitless');
