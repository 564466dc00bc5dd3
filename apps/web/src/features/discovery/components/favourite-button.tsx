import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { useSetFavourite } from '@/features/discovery/api/set-favourite';

/** The star: keeps a member in my favourites. Nobody is told he is someone's favourite. */
export function FavouriteButton({
  userId,
  name,
  favourite,
  onChange,
}: {
  userId: string;
  name: string;
  favourite: boolean;
  onChange: (favourite: boolean) => void;
}) {
  const mutation = useSetFavourite(userId, onChange);
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      aria-pressed={favourite}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(!favourite)}
      className="size-12"
    >
      {mutation.isPending ? null : (
        <Star aria-hidden className={cn(favourite && 'fill-amber-300 text-amber-300')} />
      )}
    </Button>
  );
}
