import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpBody } from '@flow/contracts';
import { toast } from '../../../components/ui/toaster';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** Every change of a task or habit answers with it; the plan follows (also over realtime). */
function useTaskMutation<I>(fn: (input: I) => Promise<unknown>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => success && toast.success(success),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export const useCreateTask = () => useTaskMutation((body: HttpBody<'createTask'>) => apiCall('createTask', { body }), 'Task added');
export const useUpdateTask = () =>
  useTaskMutation(({ id, ...body }: HttpBody<'updateTask'> & { id: string }) => apiCall('updateTask', { params: { id }, body }));
export const useDeleteTask = () => useTaskMutation((id: string) => apiCall('deleteTask', { params: { id } }), 'Task deleted');
export const useCompleteTask = () => useTaskMutation((id: string) => apiCall('completeTask', { params: { id } }), 'Done');
export const usePushTask = () => useTaskMutation((id: string) => apiCall('pushTask', { params: { id } }), 'Pushed to tomorrow');
export const useExtendTask = () =>
  useTaskMutation(({ id, minutes }: { id: string; minutes: 30 | 60 }) => apiCall('extendTask', { params: { id }, body: { minutes } }));
export const useCreateHabit = () => useTaskMutation((body: HttpBody<'createHabit'>) => apiCall('createHabit', { body }), 'Habit added');
export const useUpdateHabit = () =>
  useTaskMutation(({ id, ...body }: HttpBody<'updateHabit'> & { id: string }) => apiCall('updateHabit', { params: { id }, body }));
export const useDeleteHabit = () => useTaskMutation((id: string) => apiCall('deleteHabit', { params: { id } }), 'Habit deleted');
export const useSkipHabit = () => useTaskMutation((id: string) => apiCall('skipHabit', { params: { id }, body: {} }), 'Skipped today');

/** Quick Add: where FLOW would put a sentence's task, before it is saved. */
export const parseTask = (message: string) => apiCall('parseTask', { body: { message } });
