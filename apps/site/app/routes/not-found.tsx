import { consoleMessages, notFoundPage } from '@repo/content';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ProblemScreen } from '../components/ProblemScreen';
import { notFoundRouteMeta } from '../seo';

export const meta = notFoundRouteMeta;

/** The 404 page (prerendered as 404.html, served with status 404); logs the attempted path. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(consoleMessages.notFound(pathname));
  }, [pathname]);
  return <ProblemScreen copy={notFoundPage} />;
}
