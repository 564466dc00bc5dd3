import { useQuery } from '@tanstack/react-query';
import type { ServiceSettings } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { servicesKeys } from '@/features/services/api/services-keys';
import { useServicesStatus } from '@/features/services/api/get-services-status';
import { useServiceSettings } from '@/features/services/api/listing-actions';

/** Settings: hide services everywhere (kept on the server, so every device and list honours it). */
export function HideServicesCard() {
  const status = useServicesStatus();
  const settings = useQuery({
    queryKey: servicesKeys.settings(),
    queryFn: ({ signal }) => api.get<ServiceSettings>('/api/me/services-settings', { signal }),
    enabled: status.data?.enabled === true,
  });
  const save = useServiceSettings();
  if (!status.data?.enabled || !settings.data) return null;
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <Label htmlFor="hide-services">Hide services</Label>
        <p className="text-sm text-zinc-400">Escort, massage and other provider listings.</p>
      </div>
      <Switch
        id="hide-services"
        checked={
          save.isPending ? (save.variables?.hideServices ?? false) : settings.data.hideServices
        }
        onCheckedChange={(hideServices) => save.mutate({ hideServices })}
      />
    </div>
  );
}
