/**
 * Toasts through sonner, loaded on first use: nothing on a first screen needs it, and it would
 * weigh on every route's first load. Toasts raised before the Toaster mounts are shown once it does.
 */
const loadSonner = () => import('sonner');

export interface NotifyOptions {
  /** A second line under the title, e.g. what to do next. */
  description?: string;
}

export const notify = {
  success(message: string, options: NotifyOptions = {}): void {
    void loadSonner().then(({ toast }) => toast.success(message, options));
  },
  error(message: string, options: NotifyOptions = {}): void {
    void loadSonner().then(({ toast }) => toast.error(message, options));
  },
  info(message: string, options: NotifyOptions = {}): void {
    void loadSonner().then(({ toast }) => toast.info(message, options));
  },
};
