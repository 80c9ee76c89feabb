import { useMutation } from '@tanstack/react-query';
import { profileSchema } from '@tera/domain';
import { z } from 'zod';
import { apiPut } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

const sharingResponseSchema = z.object({ profile: profileSchema });

/** PUT /api/v1/me/sharing, then the auth state is read again so every screen agrees. */
export function useUpdateSharing() {
  const auth = useAuth();
  return useMutation({
    mutationFn: (sharesCheckinsWithLeader: boolean) =>
      apiPut('/api/v1/me/sharing', { sharesCheckinsWithLeader }, sharingResponseSchema),
    onSuccess: () => auth.refresh(),
  });
}
