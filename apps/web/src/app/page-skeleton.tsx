import { Skeleton, type SkeletonVariant } from '../ui/skeleton';

export function PageSkeleton({ variant }: { variant: SkeletonVariant }) {
  return (
    <div className="page-skeleton">
      <div aria-hidden="true" className="page-skeleton__nav">
        <Skeleton variant="nav" />
      </div>
      <div className="container page-skeleton__body">
        <Skeleton variant={variant} />
      </div>
    </div>
  );
}
