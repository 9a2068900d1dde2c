/**
 * A skeleton that names what is loading. `aria-label` is only allowed on an element with a role, so
 * the skeleton is a `status` region: a screen reader hears "Loading the QR code" and axe accepts it.
 */
import { Skeleton, type SkeletonProps } from '@mantine/core';

export function LoadingBlock({ label, ...props }: SkeletonProps & { label: string }) {
  // eslint-disable-next-line no-restricted-syntax -- the one skeleton that carries a label, with its role
  return <Skeleton role="status" aria-busy="true" aria-label={label} {...props} />;
}
