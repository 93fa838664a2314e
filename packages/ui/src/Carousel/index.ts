export { Carousel, carouselPlayStates, type CarouselProps, type CarouselPlayState } from './Carousel';
