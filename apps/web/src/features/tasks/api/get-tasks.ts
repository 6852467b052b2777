import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export const getTasks = (signal?: AbortSignal) => apiCall('listTasks', { signal });
export const getHabits = (signal?: AbortSignal) => apiCall('listHabits', { signal });
/** The stored plan from yesterday on (the server's default range). */
export const getPlan = (signal?: AbortSignal) => apiCall('getPlan', { query: {}, signal });

export const useTasks = () => useQuery({ queryKey: taskKeys.tasks(), queryFn: ({ signal }) => getTasks(signal) });
export const useHabits = () => useQuery({ queryKey: taskKeys.habits(), queryFn: ({ signal }) => getHabits(signal) });
export const usePlan = () => useQuery({ queryKey: taskKeys.plan(), queryFn: ({ signal }) => getPlan(signal) });
