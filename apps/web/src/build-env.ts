// Vite's build mode. Specs that render a page importing this mock the module: jest (CommonJS)
// cannot read import.meta.
export const IS_PRODUCTION_BUILD: boolean = import.meta.env.PROD;
