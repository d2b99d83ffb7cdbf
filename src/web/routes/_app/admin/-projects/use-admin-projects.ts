import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { adminScreenMessages as text } from '../../../../../shared/admin-screen.messages.ts';
import { errorToast } from '../../../../lib/api-errors.ts';
import { useTRPC } from '../../../../trpc.ts';

/** Deletes any project as an administrator: "Project deleted successfully", or "Failed to delete project" and why. */
export function useAdminDeleteProject() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation(
    trpc.admin.deleteProject.mutationOptions({
      onSuccess: (_answer, { id }) => {
        notification.success({ title: text.projectDeleted, description: text.projectDeletedDescription });
        // The owner's own lists may be cached too, when the administrator owns the project.
        queryClient.removeQueries({ queryKey: trpc.projects.get.queryKey({ id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => notification.error(errorToast(text.deleteProjectFailed, error)),
    }),
  );
}
