import { useState, type ReactNode } from 'react';
import { Bell, Flame, Heart, Info, PanelRight, Plus, Settings2, Sparkles } from 'lucide-react';
import { THEME_COLOURS } from '@blaze/contracts/constants';
import { SURFACE_COLOURS } from '@/config/theme';
import { Avatar, AvatarFallback, UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { notify } from '@/lib/notify';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20">
      <h2 id={id} className="text-lg font-bold text-zinc-50">
        {title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{description}</p>
      <div className="mt-4 rounded-3xl border border-zinc-800 bg-zinc-900/40 p-4 sm:p-6">
        {children}
      </div>
    </section>
  );
}

const SWATCHES = [
  { name: 'Brand pink', value: THEME_COLOURS.brandPink, note: 'Primary actions, active states' },
  { name: 'Accent', value: THEME_COLOURS.accent, note: 'Secondary highlights, AI' },
  { name: 'Stealth', value: THEME_COLOURS.stealth, note: 'Replaces the brand in stealth mode' },
  { name: 'Background', value: SURFACE_COLOURS.background, note: 'Page background' },
] as const;

const SECTIONS = [
  ['colours', 'Colours'],
  ['type', 'Typography'],
  ['buttons', 'Buttons'],
  ['forms', 'Forms'],
  ['badges', 'Badges & avatars'],
  ['cards', 'Cards'],
  ['tabs', 'Tabs & switches'],
  ['overlays', 'Overlays'],
  ['loading', 'Loading'],
] as const;

/** /design-system and /design-system-demo: every UI primitive, live. */
export function DesignSystemGallery() {
  const [notifications, setNotifications] = useState(true);
  const [bio, setBio] = useState('Gym, brunch and bad decisions.');

  return (
    <div className="flex flex-col gap-10 py-4">
      <title>Design system · Blaze</title>
      <header>
        <Badge variant="accent">
          <Sparkles aria-hidden />
          Design system
        </Badge>
        <h1 className="mt-3 text-3xl font-black tracking-tight text-zinc-50">Blaze UI kit</h1>
        <p className="mt-2 max-w-prose text-zinc-300">
          The primitives every Blaze screen is built from: Radix underneath for behaviour and
          accessibility, Tailwind on top for the look. Dark by default, pink where it matters.
        </p>
        <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-2">
          {SECTIONS.map(([id, label]) => (
            <a
              key={id}
              href={`#${id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-zinc-800 px-3 text-sm text-zinc-300 hover:border-zinc-600 hover:text-zinc-50"
            >
              {label}
            </a>
          ))}
        </nav>
      </header>

      <Section
        id="colours"
        title="Colours"
        description="Accent colours come from the shared contracts; surfaces are zinc."
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SWATCHES.map((swatch) => (
            <li key={swatch.name} className="overflow-hidden rounded-2xl ring-1 ring-zinc-800">
              <div className="h-16" style={{ background: swatch.value }} />
              <div className="bg-zinc-950 p-3">
                <p className="text-sm font-semibold text-zinc-50">{swatch.name}</p>
                <p className="font-mono text-xs text-zinc-400">{swatch.value}</p>
                <p className="mt-1 text-xs text-zinc-400">{swatch.note}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="type"
        title="Typography"
        description="System fonts, heavy weights for headings, relaxed body text."
      >
        <p className="text-4xl font-black tracking-tight text-zinc-50">Display 36 / black</p>
        <p className="mt-2 text-2xl font-bold text-zinc-50">Heading 24 / bold</p>
        <p className="mt-2 text-lg font-semibold text-zinc-100">Title 18 / semibold</p>
        <p className="mt-2 text-base text-zinc-300">
          Body 16 — Meet, chat and hook up with men near you.
        </p>
        <p className="mt-2 text-sm text-zinc-400">Secondary 14 — Last active 5 minutes ago.</p>
        <p className="mt-2 text-xs font-bold tracking-[0.12em] text-zinc-400 uppercase">
          Overline 12
        </p>
      </Section>

      <Section
        id="buttons"
        title="Buttons"
        description="Variants and sizes. Medium and up are 44 px tall for thumbs."
      >
        <div className="flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="accent">Accent</Button>
          <Button variant="destructive">Destructive</Button>
          <Button variant="link">Link</Button>
        </div>
        <Separator className="my-5" />
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">
            <Flame aria-hidden />
            Large with icon
          </Button>
          <Button size="icon" variant="secondary" aria-label="Add">
            <Plus aria-hidden />
          </Button>
          <Button loading>Saving</Button>
          <Button disabled variant="outline">
            Disabled
          </Button>
        </div>
      </Section>

      <Section
        id="forms"
        title="Forms"
        description="Labels always visible; hints and errors are read out with the field."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="ds-name" label="Display name" hint="Shown on your profile.">
            {(control) => <Input {...control} placeholder="e.g. Jake" />}
          </Field>
          <Field id="ds-email" label="Email address" error="Enter a valid e-mail address">
            {(control) => <Input {...control} type="email" defaultValue="jake@" />}
          </Field>
          <Field id="ds-bio" label="About me" hint={`${bio.length}/500`} className="sm:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                maxLength={500}
                value={bio}
                onChange={(e) => setBio(e.target.value)}
              />
            )}
          </Field>
        </div>
      </Section>

      <Section
        id="badges"
        title="Badges & avatars"
        description="Avatars fall back to the default picture, then to initials."
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge>2 FREE</Badge>
          <Badge variant="secondary">Bear</Badge>
          <Badge variant="outline">Vers</Badge>
          <Badge variant="success">Online</Badge>
          <Badge variant="accent">AI</Badge>
          <Badge variant="warning">Beta</Badge>
        </div>
        <Separator className="my-5" />
        <div className="flex flex-wrap items-end gap-4">
          <UserAvatar src={null} name="Blaze User" size="xl" />
          <UserAvatar src={null} name="Jake" size="lg" />
          <Avatar size="lg">
            <AvatarFallback>MA</AvatarFallback>
          </Avatar>
          <Avatar size="md">
            <AvatarFallback>U</AvatarFallback>
          </Avatar>
          <UserAvatar src={null} name="Sam" size="sm" />
          <UserAvatar src={null} name="Tom" size="xs" />
        </div>
      </Section>

      <Section id="cards" title="Cards" description="Rounded surfaces for grouped content.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Right Now</CardTitle>
              <CardDescription>Let guys nearby know you're free to meet right now.</CardDescription>
            </CardHeader>
            <CardFooter>
              <Button size="sm">Go live</Button>
              <Badge>2 FREE</Badge>
            </CardFooter>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Saturday circuit party</CardTitle>
              <CardDescription>This Friday · Oxford Street</CardDescription>
            </CardHeader>
            <CardContent>
              <Button size="sm" variant="secondary">
                Get Tickets
              </Button>
            </CardContent>
          </Card>
        </div>
      </Section>

      <Section
        id="tabs"
        title="Tabs & switches"
        description="Pill tabs for modes, underlined tabs for feeds."
      >
        <Tabs defaultValue="grid">
          <TabsList aria-label="View mode">
            <TabsTrigger value="grid">Grid</TabsTrigger>
            <TabsTrigger value="swipe">Swipe</TabsTrigger>
            <TabsTrigger value="map">Map</TabsTrigger>
            <TabsTrigger value="stats">Stats</TabsTrigger>
          </TabsList>
          <TabsContent value="grid" className="pt-3 text-sm text-zinc-300">
            Grid view content.
          </TabsContent>
          <TabsContent value="swipe" className="pt-3 text-sm text-zinc-300">
            Swipe view content.
          </TabsContent>
          <TabsContent value="map" className="pt-3 text-sm text-zinc-300">
            Map view content.
          </TabsContent>
          <TabsContent value="stats" className="pt-3 text-sm text-zinc-300">
            Stats view content.
          </TabsContent>
        </Tabs>
        <Separator className="my-5" />
        <Tabs look="underline" defaultValue="feed">
          <TabsList aria-label="Feed type">
            <TabsTrigger value="feed">Feed</TabsTrigger>
            <TabsTrigger value="trending">Trending</TabsTrigger>
            <TabsTrigger value="following">Following</TabsTrigger>
          </TabsList>
          <TabsContent value="feed" className="pt-3 text-sm text-zinc-300">
            Newest posts first.
          </TabsContent>
          <TabsContent value="trending" className="pt-3 text-sm text-zinc-300">
            Hot right now.
          </TabsContent>
          <TabsContent value="following" className="pt-3 text-sm text-zinc-300">
            Guys you follow.
          </TabsContent>
        </Tabs>
        <Separator className="my-5" />
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="ds-notifications" className="flex items-center gap-2">
            <Bell aria-hidden className="size-4 text-zinc-400" />
            Message notifications
          </Label>
          <Switch
            id="ds-notifications"
            checked={notifications}
            onCheckedChange={setNotifications}
          />
        </div>
      </Section>

      <Section
        id="overlays"
        title="Overlays"
        description="Dialogs, sheets, tooltips and toasts. Focus is trapped and Escape closes."
      >
        <div className="flex flex-wrap gap-3">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="secondary">Open dialog</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Update Profile Photo</DialogTitle>
                <DialogDescription>Pick how your main photo is cropped.</DialogDescription>
              </DialogHeader>
              <div className="grid grid-cols-2 gap-3">
                <Button variant="outline">Square</Button>
                <Button variant="outline">Portrait</Button>
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="ghost">Cancel</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="secondary">Bottom sheet</Button>
            </SheetTrigger>
            <SheetContent side="bottom">
              <SheetHeader>
                <SheetTitle>Choose a mode</SheetTitle>
                <SheetDescription>Bottom sheets hold quick choices.</SheetDescription>
              </SheetHeader>
              <div className="grid grid-cols-2 gap-2 px-5 pb-6">
                {['Grid', 'Quick', 'Nearby', 'Online'].map((mode) => (
                  <Button key={mode} variant="outline">
                    {mode}
                  </Button>
                ))}
              </div>
            </SheetContent>
          </Sheet>
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="secondary">
                <PanelRight aria-hidden />
                Side sheet
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetHeader>
                <SheetTitle>Side sheet</SheetTitle>
                <SheetDescription>
                  Slides in from the right, like the account menu.
                </SheetDescription>
              </SheetHeader>
            </SheetContent>
          </Sheet>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Settings">
                <Settings2 aria-hidden />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Tooltips wait 700 ms</TooltipContent>
          </Tooltip>
          <Button
            variant="outline"
            onClick={() =>
              notify((toast) =>
                toast('Link copied', {
                  icon: <Heart aria-hidden className="size-4 text-brand-text" />,
                }),
              )
            }
          >
            Show toast
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              notify((toast) =>
                toast.error("You're offline", {
                  description: 'Some features may be limited until you reconnect.',
                }),
              )
            }
          >
            <Info aria-hidden />
            Error toast
          </Button>
        </div>
      </Section>

      <Section
        id="loading"
        title="Loading"
        description="Skeletons keep the layout still; spinners for short waits."
      >
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Spinner className="size-6 text-brand-text" label="Loading example" />
        </div>
        <div className="mt-4 grid grid-cols-3 gap-3">
          <Skeleton className="aspect-[2/3]" />
          <Skeleton className="aspect-[2/3]" />
          <Skeleton className="aspect-[2/3]" />
        </div>
      </Section>
    </div>
  );
}
