import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHILD_PHOTO_FIELD } from '@common/child-rules';
import type { Child, CreateChildRequest, UpdateChildRequest } from '@common/schemas/children';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { childrenQuery } from '@/lib/queries/children';

export function useChildren() {
  return useQuery(childrenQuery());
}

const uploadPhoto = (childId: string, photo: File): Promise<Child> =>
  apiUpload<Child>(`/api/children/${encodeURIComponent(childId)}/photo`, photo, undefined, { fileField: CHILD_PHOTO_FIELD });

export interface SaveChildInput {
  /** Absent to add a new child. */
  id?: string;
  fields: CreateChildRequest & UpdateChildRequest;
  photo?: File;
}

/** Thrown when the child was saved but their photo was not, so the form can offer to retry the photo. */
export class PhotoNotSavedError extends Error {
  constructor(
    readonly child: Child,
    override readonly cause: unknown,
  ) {
    super('photo not saved');
  }
}

/** Adds or edits a child, then uploads the chosen photo; the list refreshes either way. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, photo }: SaveChildInput): Promise<Child> => {
      const child = id
        ? await apiJson<Child>('PATCH', `/api/children/${encodeURIComponent(id)}`, fields)
        : await apiJson<Child>('POST', '/api/children', fields);
      if (!photo) return child;
      try {
        return await uploadPhoto(child.id, photo);
      } catch (error) {
        throw new PhotoNotSavedError(child, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQuery().queryKey }),
  });
}
