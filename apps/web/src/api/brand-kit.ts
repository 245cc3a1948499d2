import type { BrandKitView } from '@bv/contracts';
import type { FontPairId } from '@bv/domain';
import { downloadFile } from './download';
import { loadContracts } from './load-contracts';
import { request } from './request';

export type BrandKitInput = { primary: string; accent: string; fontPair: FontPairId };

/** Reads a chosen file as base64 for the JSON upload (the server decides what it really is). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export const brandKitApi = {
  get: async (): Promise<BrandKitView> => {
    const { brandKitViewSchema } = await loadContracts();
    return request('GET', '/brand-kit', undefined, brandKitViewSchema);
  },
  save: async (kit: BrandKitInput): Promise<BrandKitView> => {
    const { brandKitViewSchema } = await loadContracts();
    return request('PUT', '/brand-kit', kit, brandKitViewSchema);
  },
  uploadLogo: async (file: File): Promise<BrandKitView> => {
    const { brandKitViewSchema } = await loadContracts();
    return request('PUT', '/brand-kit/logo', { contentType: file.type, data: await base64Of(file) }, brandKitViewSchema);
  },
  removeLogo: async (): Promise<BrandKitView> => {
    const { brandKitViewSchema } = await loadContracts();
    return request('DELETE', '/brand-kit/logo', undefined, brandKitViewSchema);
  },
  /** The stored logo (behind the bearer token, so fetched as a blob for an object URL). */
  logo: async (): Promise<Blob> => (await downloadFile('/brand-kit/logo.png', 'image/png', 'logo.png')).blob,
};
