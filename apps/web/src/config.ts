// Spec: the contact and help address is configurable; this is its default.
export const CONTACT_EMAIL = 'hello@blueprintvault.example';
export const PRODUCT_NAME = 'Blueprint Vault';
