# Reads a Frab schedule with SReview's importer (Debian's sreview-detect, SReview::Schedule::Penta)
# and prints what it understood: the conference, its talks, rooms and tracks, and three talks.
use strict;
use warnings;
use utf8;
binmode STDOUT, ':encoding(UTF-8)';
use SReview::Schedule::Penta;

my ($event) = @{ SReview::Schedule::Penta->new(url => $ARGV[0])->events };
my @talks = @{ $event->talks };
my (%rooms, %tracks);
for my $talk (@talks) {
  $rooms{ $talk->room->name }++;
  $tracks{ $talk->track ? $talk->track->name : '(sem trilha)' }++;
}
printf "Conferência: %s\nSessões: %d\nSalas: %d\n", $event->name, scalar @talks, scalar keys %rooms;
printf "Trilha %s: %d\n", $_, $tracks{$_} for sort keys %tracks;
for my $talk (@talks[0 .. 2]) {
  printf "%s, %d min, id %s: %s [%s]\n", $talk->starttime->iso8601,
    $talk->length->in_units('minutes'), $talk->upstreamid, $talk->title,
    join(', ', map { $_->name } @{ $talk->speakers });
}
