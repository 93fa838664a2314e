/** The clients' photos of the gallery, each with its alternative text. */
import * as v from 'valibot';
import { normalizedText } from '../values';
import { field } from './editor';

/**
 * A photo's file in `photos/`, named as the phone or the editor named it (`IMG_1234.JPG`): the build
 * gives the served images names of their own.
 */
const photoFile = v.pipe(
  v.string('esperado o nome de um arquivo da pasta photos/'),
  v.regex(/^[^/\\.][^/\\]*\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/, 'esperado o nome de um arquivo de imagem (.jpg, .png, .webp, .avif) da pasta photos/'),
);

export const photo = v.pipe(
  v.strictObject({
    arquivo: field(v.pipe(photoFile, v.metadata({ widget: 'image' })), 'Foto', 'JPEG ou PNG, como sai do celular: o site recorta, reduz e tira a localização.'),
    textoAlternativo: field(
      v.pipe(
        v.string('esperado o texto alternativo da foto (o que ela mostra, para quem não a vê)'),
        v.transform(normalizedText),
        v.trim(),
        v.maxLength(250, 'esperado o texto alternativo da foto de no máximo 250 caracteres: o que ela mostra, em uma ou duas frases'),
        v.minLength(15, 'esperado o texto alternativo da foto (o que ela mostra, para quem não a vê), com ao menos 15 letras'),
      ),
      'Texto alternativo',
      'O que a foto mostra, para quem não a vê (ao menos 15 letras): Cliente Maria recebe as chaves do seu carro.',
    ),
  }),
  v.transform((value) => ({ file: value.arquivo, alt: value.textoAlternativo })),
);
