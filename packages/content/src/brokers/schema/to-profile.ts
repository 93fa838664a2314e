/** From the file as written (Portuguese keys) to the {@link BrokerProfile} the package works with. */
import type * as v from 'valibot';
import { googleMapsEmbedUrl, type BrokerProfile, type Store } from '../profile';
import { countFields } from './counts';
import type { brokerFileSchema } from './file';

/** The profile the rest of the package reads, from a file the schema accepted. */
export function toProfile(id: string, file: v.InferOutput<typeof brokerFileSchema>): BrokerProfile {
  const stores = file.lojas as unknown as readonly [Store, ...Store[]];
  const head = stores[0];
  const percent = (value: number) => value / 100;
  return {
    id,
    theme: file.tema,
    identity: {
      isPlaceholder: file.dadosFicticios,
      name: file.nome,
      siteUrl: file.site,
      whatsapp: file.whatsapp,
      phones: { main: file.telefonePrincipal, ...Object.fromEntries(stores.map((item) => [item.id, item.phone])) },
      emails: { contact: file.emails.atendimento, financing: file.emails.financiamento },
      stores,
      mapEmbedUrl: file.mapa ?? googleMapsEmbedUrl(head.address.latitude, head.address.longitude),
      social: file.redesSociais,
      openingHours: file.horarios,
    },
    products: file.produtos,
    vehicles: file.veiculos,
    claims: {
      yearsInMarket: file.numeros.anosDeMercado,
      partnerBanks: file.numeros.bancosParceiros,
      approvalHours: file.numeros.aprovacaoEmHoras,
      satisfiedClients: file.numeros.clientesSatisfeitos,
      aboutPageClients: file.numeros.clientesAtendidos,
      satisfactionRate: percent(file.numeros.satisfacaoPercentual),
      lowerBounds: file.numeros.maisDe.map((key) => countFields[key].claim),
    },
    processTimes: {
      creditAnalysis: file.prazos.analiseDeCreditoHoras,
      finalApproval: file.prazos.aprovacaoFinalDiasUteis,
      release: file.prazos.liberacaoDiasUteis,
    },
    institutions: file.instituicoes,
    photos: file.fotos,
    texts: {
      ...(file.textos.analise ? { analysis: file.textos.analise } : {}),
      ...(file.textos.historia ? { history: file.textos.historia } : {}),
      ...(file.textos.respostasFaq ? { faqAnswers: file.textos.respostasFaq } : {}),
    },
    fipeToken: file.tabelaFipe.token ?? null,
    hsts: { includeSubDomains: file.hsts.subdominios, preload: file.hsts.preload },
    ...(file.estatisticas ? { analytics: { domain: file.estatisticas.dominio, endpoint: file.estatisticas.endpoint } } : {}),
  };
}
