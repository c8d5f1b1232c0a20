// The games a save may be of, as pure rules by id. Main judges a save by replaying its log through
// these rules, exactly as the page's resume would, so it reaches them here: through the contract,
// never into the games' folders directly.
export { RULES } from '../games/rules-registry';
