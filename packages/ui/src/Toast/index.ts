export {
  ToastProvider,
  useToast,
  type ToastOptions,
  type ToastTone,
  type ToastProviderProps,
} from './Toast';
export { toastTones } from './Toast.css';
