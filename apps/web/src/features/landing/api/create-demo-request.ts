import { useMutation } from '@tanstack/react-query';
import { demoRequestReceiptSchema, type DemoRequest, type DemoRequestReceipt } from '@tera/domain';
import { apiPost } from '../../../lib/api-client';

export function createDemoRequest(request: DemoRequest): Promise<DemoRequestReceipt> {
  return apiPost('/api/v1/demo-requests', request, demoRequestReceiptSchema);
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
