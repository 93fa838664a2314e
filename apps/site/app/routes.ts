import { type RouteConfig, index, route } from '@react-router/dev/routes';

// One route module per page, so each can be prerendered with its own `meta`.
export default [
  index('routes/landing.tsx'),
  route('home', 'routes/home.tsx'),
  route('sobre', 'routes/sobre.tsx'),
  route('servicos', 'routes/servicos.tsx'),
  route('como-funciona', 'routes/como-funciona.tsx'),
  route('contato', 'routes/contato.tsx'),
  route('financiamento', 'routes/financiamento.tsx'),
  route('clientes', 'routes/clientes.tsx'),
  route('canais-oficiais', 'routes/canais-oficiais.tsx'),
  route('confira-sua-proposta', 'routes/confira-sua-proposta.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
