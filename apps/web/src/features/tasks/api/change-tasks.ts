import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpBody } from '@flow/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toaster';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { taskKeys } from './task-keys';
import { TASKS } from '../utils/tasks-texts';

/** Every change of a task or habit answers with it; the plan follows (also over realtime). */
type Done = 'taskAdded' | 'taskDeleted' | 'done' | 'pushed' | 'habitAdded' | 'habitDeleted' | 'skipped';

function useTaskMutation<I>(fn: (input: I) => Promise<unknown>, success?: Done) {
  const { t } = useTranslation(TASKS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => success && toast.success(t(`toast.${success}`)),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export const useCreateTask = () => useTaskMutation((body: HttpBody<'createTask'>) => apiCall('createTask', { body }), 'taskAdded');
export const useUpdateTask = () =>
  useTaskMutation(({ id, ...body }: HttpBody<'updateTask'> & { id: string }) => apiCall('updateTask', { params: { id }, body }));
export const useDeleteTask = () => useTaskMutation((id: string) => apiCall('deleteTask', { params: { id } }), 'taskDeleted');
export const useCompleteTask = () => useTaskMutation((id: string) => apiCall('completeTask', { params: { id } }), 'done');
export const usePushTask = () => useTaskMutation((id: string) => apiCall('pushTask', { params: { id } }), 'pushed');
export const useExtendTask = () =>
  useTaskMutation(({ id, minutes }: { id: string; minutes: 30 | 60 }) => apiCall('extendTask', { params: { id }, body: { minutes } }));
export const useCreateHabit = () => useTaskMutation((body: HttpBody<'createHabit'>) => apiCall('createHabit', { body }), 'habitAdded');
export const useUpdateHabit = () =>
  useTaskMutation(({ id, ...body }: HttpBody<'updateHabit'> & { id: string }) => apiCall('updateHabit', { params: { id }, body }));
export const useDeleteHabit = () => useTaskMutation((id: string) => apiCall('deleteHabit', { params: { id } }), 'habitDeleted');
export const useSkipHabit = () => useTaskMutation((id: string) => apiCall('skipHabit', { params: { id }, body: {} }), 'skipped');

/** Quick Add: where FLOW would put a sentence's task, before it is saved. */
export const parseTask = (message: string) => apiCall('parseTask', { body: { message } });
