import { BlockCard } from './block-card';
import { BuildingSafetyCard } from './building-safety-card';
import { ComplianceCards, type HomeCardsProps } from './compliance-cards';
import { EnergyAdviceCard } from './energy-advice-card';
import { useHomeBuildings } from './home-buildings';

/**
 * The dashboard's cards about the chosen home and its building (ACC-DSH-11, ACC-BSF,
 * ACC-CMP): the gas boiler and electrical
 * inspection reminders, the building safety card of a high-rise block, the block card and the
 * energy advice card. The buildings above the home are read once for the block and safety cards.
 */
export function BuildingCards(props: HomeCardsProps) {
  const { client, premisesId } = props;
  const buildings = useHomeBuildings(client, premisesId);
  const highRise = buildings && buildings !== 'error' ? buildings.highRise : undefined;
  return (
    <>
      <ComplianceCards {...props} />
      {highRise && <BuildingSafetyCard key={highRise.id} client={client} block={highRise} />}
      <BlockCard client={client} premisesId={premisesId} buildings={buildings} />
      <EnergyAdviceCard />
    </>
  );
}
