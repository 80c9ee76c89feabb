import { useMutation } from '@tanstack/react-query';
import { demoRequestReceiptSchema, type DemoRequest, type DemoRequestReceipt } from '@tera/domain';
import { apiPost } from '../../../lib/api-client';

/** Sent with the device's time zone, so the sales mail dates the request as the requester lived it. */
export function createDemoRequest(request: DemoRequest): Promise<DemoRequestReceipt> {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return apiPost('/api/v1/demo-requests', { ...request, timeZone }, demoRequestReceiptSchema);
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
