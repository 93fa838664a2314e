import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { body, icon as iconClass, notice, title as titleClass, type NoticeVariants } from './Notice.css';

export const noticeAnnouncements = ['off', 'polite', 'assertive'] as const;

export interface NoticeProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Colour role and meaning. */
  tone?: NoticeVariants['tone'];
  /** Bold first line. */
  title?: ReactNode;
  /** Decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /**
   * How the notice is announced when it appears: `off` (static content), `polite` (`role="status"`)
   * or `assertive` (`role="alert"`).
   */
  announce?: (typeof noticeAnnouncements)[number];
}

/**
 * An inline message box (fraud warning, validation summary). It takes `tabIndex={-1}` so code can
 * move focus to it with `ref.current.focus()` after it appears.
 */
export function Notice({ tone, title, icon, announce = 'off', className, children, ref, ...props }: NoticeProps) {
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={-1}
      data-tone={tone ?? 'info'}
      className={clsx(notice({ tone }), className)}
      {...props}
    >
      {icon ? (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
