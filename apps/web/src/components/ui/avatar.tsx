import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { DEFAULT_AVATAR_URL } from '@/config/ui';
import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/initials';

const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden rounded-full bg-zinc-800 ring-1 ring-zinc-700/60',
  {
    variants: {
      size: {
        xs: 'size-7 text-[10px]',
        sm: 'size-9 text-xs',
        md: 'size-11 text-sm',
        lg: 'size-14 text-base',
        xl: 'size-20 text-xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export function Avatar({
  className,
  size,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return <AvatarPrimitive.Root className={cn(avatarVariants({ size }), className)} {...props} />;
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image className={cn('size-full object-cover', className)} {...props} />;
}

export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        'flex size-full items-center justify-center bg-linear-to-br from-zinc-700 to-zinc-800 font-bold text-zinc-100',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A member's picture: their photo, or the default avatar when they have none; initials (up to
 * two letters, 'U' when there is no name) while it loads or if it fails.
 */
export function UserAvatar({
  src,
  name,
  size,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  name: string | null | undefined;
  alt?: string;
  className?: string;
} & VariantProps<typeof avatarVariants>) {
  return (
    <Avatar size={size} className={className}>
      <AvatarImage src={src || DEFAULT_AVATAR_URL} alt={alt} />
      <AvatarFallback delayMs={300}>{getInitials(name)}</AvatarFallback>
    </Avatar>
  );
}
