import { LocationHero } from './location-hero';
import { LocationMap } from './location-map';
import { LocationCards } from './location-cards';

export default function LocationPage() {
  return (
    <>
      <LocationHero />
      <LocationMap />
      <LocationCards />
    </>
  );
}
