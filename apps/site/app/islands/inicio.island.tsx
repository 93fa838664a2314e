/** The landing's island: the simulator. Its heading, static, is the route's, prerendered outside it. */
export { Simulator as default } from '../flows/simulator/Simulator';
/** The page's links to the simulator and its vehicle cards are plain HTML: followed from the island's start. */
export { followSimulatorLinks as start } from '../components/SimulatorLink';
