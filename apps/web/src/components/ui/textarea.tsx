import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from '@/components/ui/input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldClasses, 'min-h-28 resize-y py-3 leading-6', className)}
      {...props}
    />
  );
}
