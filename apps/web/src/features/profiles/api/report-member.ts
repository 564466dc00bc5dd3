import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import { api } from '@/lib/api-client';

export function reportMember(userId: string, body: ReportBody): Promise<{ id: string }> {
  return api.post<{ id: string }>(`/api/profiles/${encodeURIComponent(userId)}/report`, body);
}

export function useReportMember(userId: string) {
  return useMutation({ mutationFn: (body: ReportBody) => reportMember(userId, body) });
}
