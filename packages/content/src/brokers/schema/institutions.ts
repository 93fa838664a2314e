/** The financial institutions the broker works with, drawn from the one catalogue, and their logos. */
import * as v from 'valibot';
import { institution, institutionIds, type InstitutionId } from '../../institutions';
import { choice, editing, field } from './editor';

const institutionId = choice(
  institutionIds,
  Object.fromEntries(institutionIds.map((id) => [id, institution(id).name])) as Record<InstitutionId, string>,
  `esperado uma instituição do catálogo (packages/content/src/institutions.ts): ${institutionIds.join(', ')}`,
);
const institutionList = v.pipe(
  v.array(institutionId),
  v.check((list) => new Set(list).size === list.length, 'esperado cada instituição uma vez só'),
);

/** The largest logo file the site serves: a tile's picture, not a poster. Drawn (SVG) or a PNG, as institutions hand them out. */
export const logoMaxBytes = 50 * 1024;

/**
 * An institution's logo, shown in place of its name only where the broker's file gives one: the
 * file (in `photos/`, where the editor uploads) is checked by `load.ts` (type, size, no script).
 */
const institutionLogo = v.strictObject({
  instituicao: field(institutionId, 'Instituição'),
  arquivo: field(
    v.pipe(
      v.string('esperado o nome de um arquivo da pasta photos/'),
      v.regex(/^[^/\\.][^/\\]*\.(svg|png|SVG|PNG)$/, 'esperado o nome de um arquivo de imagem .svg ou .png da pasta photos/'),
      v.metadata({ widget: 'image' }),
    ),
    'Logotipo',
    `Imagem .svg ou .png de até ${logoMaxBytes / 1024} KB, como a instituição a enviou.`,
  ),
});

export const institutions = v.pipe(
  v.strictObject({
    parceiras: field(
      v.pipe(institutionList, v.minLength(1, 'esperado ao menos uma instituição parceira (Res. CMN 4.935/2021)')),
      'Parceiras',
      'As instituições com que a corretora tem contrato de correspondente (Res. CMN 4.935/2021).',
    ),
    paginaInicial: field(institutionList, 'Na página inicial', 'Só parceiras.'),
    assistente: field(institutionList, 'No assistente de financiamento', 'Só parceiras.'),
    /** Default none: every institution is shown by its name. */
    logos: v.optional(
      field(
        v.pipe(
          editing(v.array(institutionLogo), { summary: '{{fields.instituicao}}' }),
          v.check((list) => new Set(list.map((item) => item.instituicao)).size === list.length, 'esperado um logotipo por instituição'),
        ),
        'Logotipos das instituições',
        'Só com autorização por escrito da instituição para mostrar a marca dela no site. Sem logotipo, o site mostra o nome da instituição.',
      ),
      [],
    ),
  }),
  v.check(
    (value) => [...value.paginaInicial, ...value.assistente].every((id) => value.parceiras.includes(id)),
    'esperado que paginaInicial e assistente só tenham instituições de parceiras',
  ),
  v.check(
    (value) => value.logos.every((logo) => value.parceiras.includes(logo.instituicao)),
    'esperado logotipos só de instituições de parceiras',
  ),
  v.transform((value) => ({
    partners: value.parceiras as unknown as readonly [InstitutionId, ...InstitutionId[]],
    landing: value.paginaInicial,
    wizard: value.assistente,
    ...(value.logos.length > 0 && {
      logos: Object.fromEntries(value.logos.map((logo) => [logo.instituicao, logo.arquivo])) as Partial<Record<InstitutionId, string>>,
    }),
  })),
);
