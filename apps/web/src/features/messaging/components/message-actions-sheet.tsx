import type { ReactNode } from 'react';
import { Copy, Flag, RotateCw, Trash2, Undo2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

export type MessageAction = 'copy' | 'unsend' | 'delete' | 'report' | 'retry' | 'discard';

interface MessageActionsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A short quote of the message, so the member sees which one he is acting on. */
  preview: string;
  actions: readonly MessageAction[];
  onAction: (action: MessageAction) => void;
}

const ACTIONS: Record<MessageAction, { label: string; icon: ReactNode; danger?: boolean }> = {
  copy: { label: 'Copy', icon: <Copy /> },
  retry: { label: 'Try sending again', icon: <RotateCw /> },
  unsend: { label: 'Unsend', icon: <Undo2 />, danger: true },
  delete: { label: 'Delete for me', icon: <Trash2 />, danger: true },
  discard: { label: "Delete (don't send)", icon: <Trash2 />, danger: true },
  report: { label: 'Report', icon: <Flag />, danger: true },
};

/** What can be done with one message: opened by a long press, right-click or its '…' button. */
export function MessageActionsSheet({
  open,
  onOpenChange,
  preview,
  actions,
  onAction,
}: MessageActionsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Message</SheetTitle>
          <SheetDescription className="line-clamp-2 italic">{preview}</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col px-2 pb-4">
          {actions.map((action) => {
            const { label, icon, danger } = ACTIONS[action];
            return (
              <li key={action}>
                <button
                  type="button"
                  onClick={() => {
                    onOpenChange(false);
                    onAction(action);
                  }}
                  className={cn(
                    'flex min-h-12 w-full cursor-pointer items-center gap-4 rounded-xl px-3 text-left text-[15px] font-medium hover:bg-zinc-800 [&_svg]:size-5',
                    danger ? 'text-red-300' : 'text-zinc-100',
                  )}
                >
                  {icon}
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
