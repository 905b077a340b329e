import { SAMPLE_SERVICE_IDS, type SampleServiceId } from './catalog';
import { SERVICES } from './services';

/** Spec §9: a samples card shows at most three thumbnails. */
export const MAX_THUMBNAILS = 3;

/** A card of the samples screen (spec §3: id, title, description, longDescription, main image, images). */
export interface SampleCard {
  id: SampleServiceId;
  titleKey: string;
  descriptionKey: string;
  longDescriptionKey: string;
  mainImage: string;
  images: readonly string[];
}

/** One card per sample book, in catalogue order, drawn from the service it stands for. */
export const SAMPLE_CARDS: readonly SampleCard[] = SAMPLE_SERVICE_IDS.map((id) => {
  const { titleKey, descriptionKey, longDescriptionKey, imageUrl, images } = SERVICES[id];
  return { id, titleKey, descriptionKey, longDescriptionKey, mainImage: imageUrl, images };
});

/** The pictures a card shows beside its main image. */
export function thumbnails(card: SampleCard): readonly string[] {
  return card.images.slice(0, MAX_THUMBNAILS);
}
