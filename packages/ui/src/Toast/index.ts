export {
  ToastProvider,
  ToastViewport,
  useToast,
  type ToastOptions,
  type ToastTone,
  type ToastProviderProps,
  type ToastViewportProps,
} from './Toast';
export { toastTones } from './Toast.css';
