import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFoundRouteMeta } from '../seo';

export const meta = notFoundRouteMeta;

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404: página não encontrada:', pathname);
  }, [pathname]);
  return (
    <main>
      <h1>Oops! Página não encontrada</h1>
      <Link to="/">Voltar para o início</Link>
    </main>
  );
}
