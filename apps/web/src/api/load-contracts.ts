// The contracts' zod schemas weigh ~40 kB gzipped. Loading them with the first API call, not
// with the page, keeps them off the landing page's critical path; validation is unchanged.
export const loadContracts = () => import('@bv/contracts');
