// Signing keys' private halves are sealed at rest with the services' one sealing scheme.
export { openSecret as decryptSecret, sealSecret as encryptSecret } from '@bv/service-kit';
