// Native row of the world bench: times Box2D v2.4.1's own collide functions and b2TimeOfImpact,
// compiled with g++ -O2, on the corpus file that bench/world/corpus.ts writes (the same file and
// call order the JS engines run). Each round is one pass over the collide calls, then one over the
// TOI calls, as the JS rounds are. Prints one JSON line:
// {"pointSum": P, "stateSum": S, "collideNs": [per round], "toiNs": [per round]}.
// Usage: world_bench <corpus file> <rounds> <warm-up passes>

#include "box2d/b2_circle_shape.h"
#include "box2d/b2_collision.h"
#include "box2d/b2_edge_shape.h"
#include "box2d/b2_polygon_shape.h"
#include "box2d/b2_time_of_impact.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace
{
struct Reader
{
	FILE* file;
	int32_t Int()
	{
		int32_t value = 0;
		if (fread(&value, sizeof value, 1, file) != 1) Fail();
		return value;
	}
	// Every number is rounded to float once, as box2d-wasm's setters round it.
	float Real()
	{
		double value = 0;
		if (fread(&value, sizeof value, 1, file) != 1) Fail();
		return static_cast<float>(value);
	}
	static void Fail()
	{
		fprintf(stderr, "world_bench: the corpus file is truncated or not a world corpus\n");
		exit(2);
	}
};

// One shape record (corpus.ts): type, n, radius, 32 reals. Allocated one by one in corpus order,
// as a world allocates its shapes.
b2Shape* ReadShape(Reader& in)
{
	const int32_t type = in.Int();
	const int32_t n = in.Int();
	const float radius = in.Real();
	float d[32];
	for (int k = 0; k < 32; ++k) d[k] = in.Real();
	if (type == 0)
	{
		b2CircleShape* circle = new b2CircleShape();
		circle->m_radius = radius;
		circle->m_p.Set(d[0], d[1]);
		return circle;
	}
	if (type == 1)
	{
		b2EdgeShape* edge = new b2EdgeShape();
		const b2Vec2 v0(d[0], d[1]), v1(d[2], d[3]), v2(d[4], d[5]), v3(d[6], d[7]);
		if (n == 1) edge->SetOneSided(v0, v1, v2, v3);
		else edge->SetTwoSided(v1, v2);
		return edge;
	}
	// The polygon as the corpus gives it: vertices and normals injected, never rebuilt.
	b2PolygonShape* polygon = new b2PolygonShape();
	polygon->m_count = n;
	polygon->m_radius = radius;
	for (int i = 0; i < b2_maxPolygonVertices; ++i)
	{
		polygon->m_vertices[i].Set(d[2 * i], d[2 * i + 1]);
		polygon->m_normals[i].Set(d[16 + 2 * i], d[17 + 2 * i]);
	}
	return polygon;
}

void ReadSweep(Reader& in, b2Sweep& sweep)
{
	sweep.localCenter.x = in.Real();
	sweep.localCenter.y = in.Real();
	sweep.c0.x = in.Real();
	sweep.c0.y = in.Real();
	sweep.c.x = in.Real();
	sweep.c.y = in.Real();
	sweep.a0 = in.Real();
	sweep.a = in.Real();
	sweep.alpha0 = in.Real();
}

struct Call
{
	int32_t kind;
	const b2Shape* a;
	const b2Transform* xfA;
	const b2Shape* b;
	const b2Transform* xfB;
};

double NowNs()
{
	using namespace std::chrono;
	return static_cast<double>(duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count());
}
}  // namespace

int main(int argc, char** argv)
{
	if (argc != 4)
	{
		fprintf(stderr, "usage: %s <corpus file> <rounds> <warm-up passes>\n", argv[0]);
		return 2;
	}
	FILE* file = fopen(argv[1], "rb");
	if (file == nullptr)
	{
		fprintf(stderr, "world_bench: cannot open %s\n", argv[1]);
		return 2;
	}
	Reader in{file};
	if (in.Int() != 0x42575742 || in.Int() != 1) Reader::Fail();
	const int32_t shapeCount = in.Int();
	const int32_t poseCount = in.Int();
	const int32_t callCount = in.Int();
	const int32_t toiCount = in.Int();
	std::vector<b2Shape*> shapes(shapeCount);
	for (int32_t i = 0; i < shapeCount; ++i) shapes[i] = ReadShape(in);
	std::vector<b2Transform> poses(poseCount);
	for (int32_t i = 0; i < poseCount; ++i)
	{
		poses[i].p.x = in.Real();
		poses[i].p.y = in.Real();
		poses[i].q.s = in.Real();
		poses[i].q.c = in.Real();
	}
	std::vector<Call> calls(callCount);
	for (int32_t i = 0; i < callCount; ++i)
	{
		calls[i].kind = in.Int();
		calls[i].a = shapes[in.Int()];
		calls[i].xfA = &poses[in.Int()];
		calls[i].b = shapes[in.Int()];
		calls[i].xfB = &poses[in.Int()];
	}
	std::vector<b2TOIInput> tois(toiCount);
	for (int32_t i = 0; i < toiCount; ++i)
	{
		tois[i].proxyA.Set(shapes[in.Int()], 0);
		tois[i].proxyB.Set(shapes[in.Int()], 0);
		ReadSweep(in, tois[i].sweepA);
		ReadSweep(in, tois[i].sweepB);
		tois[i].tMax = in.Real();
	}
	fclose(file);

	const int rounds = atoi(argv[2]);
	const int warmUp = atoi(argv[3]);
	b2Manifold manifold;
	b2TOIOutput output;
	// volatile: the compiler may not drop passes whose results nobody reads.
	volatile int64_t sink = 0;
	auto collidePass = [&]() {
		int64_t sum = 0;
		for (const Call& c : calls)
		{
			switch (c.kind)
			{
				case 0:
					b2CollideCircles(&manifold, static_cast<const b2CircleShape*>(c.a), *c.xfA, static_cast<const b2CircleShape*>(c.b), *c.xfB);
					break;
				case 1:
					b2CollidePolygonAndCircle(&manifold, static_cast<const b2PolygonShape*>(c.a), *c.xfA, static_cast<const b2CircleShape*>(c.b), *c.xfB);
					break;
				case 2:
					b2CollidePolygons(&manifold, static_cast<const b2PolygonShape*>(c.a), *c.xfA, static_cast<const b2PolygonShape*>(c.b), *c.xfB);
					break;
				case 3:
					b2CollideEdgeAndCircle(&manifold, static_cast<const b2EdgeShape*>(c.a), *c.xfA, static_cast<const b2CircleShape*>(c.b), *c.xfB);
					break;
				default:
					b2CollideEdgeAndPolygon(&manifold, static_cast<const b2EdgeShape*>(c.a), *c.xfA, static_cast<const b2PolygonShape*>(c.b), *c.xfB);
					break;
			}
			sum += manifold.pointCount;
		}
		return sum;
	};
	auto toiPass = [&]() {
		int64_t sum = 0;
		for (const b2TOIInput& input : tois)
		{
			b2TimeOfImpact(&output, &input);
			sum += output.state;
		}
		return sum;
	};

	for (int p = 0; p < warmUp; ++p) sink = sink + collidePass() + toiPass();
	const long long pointSum = collidePass();
	const long long stateSum = toiPass();
	std::vector<double> collideNs, toiNs;
	for (int r = 0; r < rounds; ++r)
	{
		double start = NowNs();
		sink = sink + collidePass();
		collideNs.push_back((NowNs() - start) / (callCount > 0 ? callCount : 1));
		start = NowNs();
		sink = sink + toiPass();
		toiNs.push_back((NowNs() - start) / (toiCount > 0 ? toiCount : 1));
	}
	printf("{\"pointSum\": %lld, \"stateSum\": %lld, \"collideNs\": [", pointSum, stateSum);
	for (int r = 0; r < rounds; ++r) printf("%s%.3f", r == 0 ? "" : ", ", collideNs[r]);
	printf("], \"toiNs\": [");
	for (int r = 0; r < rounds; ++r) printf("%s%.3f", r == 0 ? "" : ", ", toiNs[r]);
	printf("]}\n");
	return 0;
}
