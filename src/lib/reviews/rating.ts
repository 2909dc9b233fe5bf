/** The mean star rating of a list of reviews, to one decimal place; undefined when there are none. */
export function averageRating(reviews: { rating: number }[]): number | undefined {
  if (reviews.length === 0) return undefined;
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}

/** Screen-reader wording of a star rating: "Rated 4 out of 5 stars". */
export function ratingLabel(rating: number, best = 5): string {
  return `Rated ${rating} out of ${best} stars`;
}
