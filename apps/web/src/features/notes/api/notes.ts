import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noteAttachmentSchema, noteListSchema, noteSchema, type NoteInput } from '@tera/domain';
import { apiDelete, apiGet, apiPostFile, apiPost, apiPut } from '../../../lib/api-client';
import { noteKeys } from './note-keys';

const oneNote = z.object({ note: noteSchema });
const noBody = z.undefined();

export const notePath = (id: string, suffix = '') => `/api/v1/notes/${encodeURIComponent(id)}${suffix}`;
export const attachmentPath = (noteId: string, attachmentId: string) =>
  notePath(noteId, `/attachments/${encodeURIComponent(attachmentId)}`);
export const NOTES_EXPORT_PATH = '/api/v1/notes/export';

/** The person's notes; never kept on the device, as they are private and may be on a shared one. */
export function useNotesQuery(userId: string) {
  return useQuery({
    queryKey: noteKeys.list(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/notes', noteListSchema, { signal }),
    enabled: userId !== '',
    meta: { persist: false },
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: noteKeys.list(userId) });
}

export function useCreateNoteMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (note: NoteInput) => apiPost('/api/v1/notes', note, oneNote),
    onSettled: refresh,
  });
}

export function useUpdateNoteMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: NoteInput }) => apiPut(notePath(id), note, oneNote),
    onSettled: refresh,
  });
}

export function useDeleteNoteMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) => apiDelete(notePath(id), noBody),
    onSettled: refresh,
  });
}

export function useAttachMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ noteId, file }: { noteId: string; file: File }) =>
      apiPostFile(
        notePath(noteId, `/attachments?name=${encodeURIComponent(file.name)}`),
        file,
        z.object({ attachment: noteAttachmentSchema }),
      ),
    onSettled: refresh,
  });
}

export function useDetachMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ noteId, attachmentId }: { noteId: string; attachmentId: string }) =>
      apiDelete(attachmentPath(noteId, attachmentId), noBody),
    onSettled: refresh,
  });
}
