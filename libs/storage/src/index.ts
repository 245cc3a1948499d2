export * from './object-store';
export * from './keys';
export * from './checksum';
export * from './local-disk-object-store';
export * from './s3-object-store';
export * from './sweep';
export * from './config';
