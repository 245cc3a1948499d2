import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandKitView } from '@bv/contracts';
import { useEffect, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { brandKitApi, type BrandKitInput } from '../api/brand-kit';

export const BRAND_KIT_KEY = ['account', 'brand-kit'] as const;

export function useBrandKit() {
  return useQuery<BrandKitView, ApiError>({ queryKey: BRAND_KIT_KEY, queryFn: brandKitApi.get });
}

/** Each change answers with the whole kit, which becomes the cached one. */
export function useBrandKitChange<T>(change: (input: T) => Promise<BrandKitView>) {
  const queryClient = useQueryClient();
  return useMutation<BrandKitView, ApiError, T>({ mutationFn: change, onSuccess: (view) => queryClient.setQueryData(BRAND_KIT_KEY, view) });
}

export const useSaveBrandKit = () => useBrandKitChange<BrandKitInput>(brandKitApi.save);
export const useUploadLogo = () => useBrandKitChange<File>(brandKitApi.uploadLogo);
export const useRemoveLogo = () => useBrandKitChange<void>(() => brandKitApi.removeLogo());

/** An object URL of the stored logo, fetched again when its version changes; revoked when done. */
export function useStoredLogoUrl(version: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!version) {
      setUrl(null);
      return undefined;
    }
    let cancelled = false;
    let created: string | null = null;
    brandKitApi
      .logo()
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => setUrl(null));
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [version]);
  return url;
}
