import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { saveSession, type ConsoleSession } from '../../../lib/session';

export async function loginToConsole(credentials: {
  email: string;
  password: string;
}): Promise<ConsoleSession> {
  const body = await apiPost<ApiSuccess<ConsoleSession>>('console/login', credentials);
  return body.data;
}

export function useLogin() {
  return useMutation({ mutationFn: loginToConsole, onSuccess: saveSession });
}
