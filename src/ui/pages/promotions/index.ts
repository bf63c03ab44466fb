export { PromotionsPage } from './PromotionsPage';
export { PromotionPage } from './PromotionPage';
